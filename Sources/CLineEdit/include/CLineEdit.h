// Non-variadic wrappers around libedit (el_set, el_get and history are variadic, and Swift cannot
// call variadic C functions), plus plumb's signal flags. Only the plumb executable uses this.
//
// The header names libedit's types only as incomplete structs, so Swift sees them as
// OpaquePointer and this module does not re-export <histedit.h>.
#ifndef CLINEEDIT_H
#define CLINEEDIT_H

struct editline;
struct history;

/// What a key function returns (the same numbers as libedit's CC_* codes; checked in the .c).
enum {
    CLE_NORM = 0,
    CLE_REFRESH = 4,
    CLE_ERROR = 6,
    CLE_REDISPLAY = 8,
    CLE_REFRESH_BEEP = 9,
};

/// A key function bound with cle_add_function: returns one of CLE_*.
typedef unsigned char (*cle_key_function)(struct editline *el, int ch);

/// setlocale(LC_CTYPE, "") then el_init on the process's standard streams, with EL_SIGNAL 0
/// (libedit must not re-raise signals to the process group), the emacs editor and the prompt
/// of cle_set_prompt. Returns NULL when libedit cannot start.
struct editline *cle_init(const char *program);
void cle_end(struct editline *el);

/// The prompt text. Non-printing parts (colour codes) go between \1 characters.
void cle_set_prompt(struct editline *el, const char *prompt);
void cle_set_client_data(struct editline *el, void *data);
void *cle_client_data(struct editline *el);
void cle_set_history(struct editline *el, struct history *h);
/// Adds a named key function and binds it to `key` (e.g. "^I").
int cle_add_function(struct editline *el, const char *name, const char *help, cle_key_function f, const char *key);
/// Reads ~/.editrc (or $EDITRC) so users can rebind keys as in any libedit program.
void cle_source_editrc(struct editline *el);
void cle_resize(struct editline *el);

/// Result of cle_gets.
enum {
    CLE_GETS_LINE = 1,
    CLE_GETS_EOF = 0,
    CLE_GETS_INTERRUPTED = -1,
    CLE_GETS_ERROR = -2,
};
/// Reads a line. On CLE_GETS_LINE, *line points to the text (with its newline) until the next call.
/// CLE_GETS_INTERRUPTED: a signal arrived (Ctrl-C, SIGTERM…): read the flags below; the line
/// being edited has been dropped.
int cle_gets(struct editline *el, const char **line, int *length);

/// The line being edited: its bytes, length and the cursor's byte offset.
const char *cle_line(struct editline *el, int *length, int *cursor);
int cle_insert(struct editline *el, const char *text);
/// Deletes `count` characters before the cursor.
void cle_delete_before_cursor(struct editline *el, int count);

/// The terminal's width in columns (80 when unknown).
int cle_terminal_width(void);

struct history *cle_history_init(int size);
void cle_history_end(struct history *h);
void cle_history_add(struct history *h, const char *line);
int cle_history_load(struct history *h, const char *path);
int cle_history_save(struct history *h, const char *path);

// MARK: - Signals

/// Installs handlers for SIGINT, SIGTERM and SIGHUP without SA_RESTART, so a blocking read (and
/// el_gets) returns with EINTR. The handlers only set flags, except: while busy (a command is
/// running), a second SIGINT ends the process with status 130, and SIGTERM/SIGHUP end it at once
/// with 128+signal (history is saved after every line, so nothing is lost).
void cle_install_signal_handlers(void);
/// Whether a command is running (see above).
void cle_set_busy(int busy);
/// Whether SIGINT arrived since the last cle_clear_interrupt.
int cle_interrupted(void);
void cle_clear_interrupt(void);
/// The terminating signal that arrived (SIGTERM, SIGHUP), or 0.
int cle_termination_signal(void);
/// Restores the default action of `signal` and raises it (to end the process as that signal).
void cle_raise_default(int signal);

/// Writes all of `length` bytes to a file descriptor (retrying on EINTR).
int cle_write(int fd, const char *bytes, long length);

#endif
