#include "CLineEdit.h"

#include <errno.h>
#include <histedit.h>
#include <limits.h>
#include <locale.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>
#include <wchar.h>

_Static_assert(CLE_NORM == CC_NORM, "CC_NORM");
_Static_assert(CLE_REFRESH == CC_REFRESH, "CC_REFRESH");
_Static_assert(CLE_ERROR == CC_ERROR, "CC_ERROR");
_Static_assert(CLE_REDISPLAY == CC_REDISPLAY, "CC_REDISPLAY");
_Static_assert(CLE_REFRESH_BEEP == CC_REFRESH_BEEP, "CC_REFRESH_BEEP");

// MARK: - Signals

static volatile sig_atomic_t busy_flag = 0;
static volatile sig_atomic_t interrupt_flag = 0;
static volatile sig_atomic_t termination_signal = 0;
static volatile sig_atomic_t resized_flag = 0;

// Writes every byte; returns 0, or the errno of the write that failed (ENOSPC on a full disk,
// EBADF on a closed descriptor).
static int write_all(int fd, const char *bytes, size_t length) {
    while (length > 0) {
        ssize_t n = write(fd, bytes, length);
        if (n < 0) {
            if (errno == EINTR) continue;
            return errno;
        }
        bytes += n;
        length -= (size_t)n;
    }
    return 0;
}

static void on_signal(int sig) {
    int saved = errno;
    switch (sig) {
    case SIGINT:
        if (busy_flag && interrupt_flag) {
            static const char message[] = "\nplumb: interrupted\n";
            write_all(STDERR_FILENO, message, sizeof message - 1);
            _exit(130);
        }
        interrupt_flag = 1;
        break;
    case SIGWINCH:
        resized_flag = 1;
        break;
    default:
        termination_signal = sig;
        if (busy_flag) {
            // A command is running: end now, as the signal would (history is already saved).
            signal(sig, SIG_DFL);
            raise(sig);
        }
        break;
    }
    errno = saved;
}

void cle_install_signal_handlers(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = on_signal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0;  // no SA_RESTART: a blocking read returns EINTR
    sigaction(SIGINT, &action, NULL);
    sigaction(SIGTERM, &action, NULL);
    sigaction(SIGHUP, &action, NULL);
    // A parent may have left these blocked (test harnesses do, and the mask survives exec and
    // tmux): unblock them, or Ctrl-C would never arrive.
    sigset_t wanted;
    sigemptyset(&wanted);
    sigaddset(&wanted, SIGINT);
    sigaddset(&wanted, SIGTERM);
    sigaddset(&wanted, SIGHUP);
    sigaddset(&wanted, SIGWINCH);
    sigprocmask(SIG_UNBLOCK, &wanted, NULL);
}

// While the line editor waits for a key, a resize interrupts the read so the line is redrawn at
// the new width; at other times SIGWINCH keeps its default (ignored), so it interrupts nothing.
static void catch_resizes(int on) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = on ? on_signal : SIG_DFL;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0;
    sigaction(SIGWINCH, &action, NULL);
}

void cle_set_busy(int busy) { busy_flag = busy ? 1 : 0; }
int cle_interrupted(void) { return interrupt_flag; }
void cle_clear_interrupt(void) { interrupt_flag = 0; }
int cle_termination_signal(void) { return termination_signal; }

void cle_raise_default(int sig) {
    signal(sig, SIG_DFL);
    raise(sig);
}

int cle_write(int fd, const char *bytes, long length) {
    return length > 0 ? write_all(fd, bytes, (size_t)length) : 0;
}

// MARK: - The editor

static char *prompt_text = NULL;

static char *prompt_function(EditLine *el) {
    (void)el;
    return prompt_text ? prompt_text : (char *)"";
}

// libedit's own read_char retries a read interrupted by a signal once before giving up, so the
// first Ctrl-C would be swallowed. This one returns -1/EINTR as soon as SIGINT or a terminating
// signal has arrived, and otherwise decodes UTF-8 (or the locale's encoding) as libedit does.
static int read_character(EditLine *el, wchar_t *out) {
    char bytes[MB_LEN_MAX];
    size_t count = 0;
    int fd = STDIN_FILENO;
    (void)el;
    for (;;) {
        char byte;
        ssize_t n = read(fd, &byte, 1);
        if (n < 0) {
            if (errno == EINTR) {
                if (interrupt_flag || termination_signal) {
                    *out = L'\0';
                    errno = EINTR;
                    return -1;
                }
                if (resized_flag) {
                    resized_flag = 0;
                    el_resize(el);
                    el_set(el, EL_REFRESH);
                }
                continue;
            }
            *out = L'\0';
            return -1;
        }
        if (n == 0) {
            *out = L'\0';
            return 0;
        }
        bytes[count++] = byte;
        mbstate_t state;
        memset(&state, 0, sizeof state);
        size_t r = mbrtowc(out, bytes, count, &state);
        if (r == (size_t)-2) {
            if (count < sizeof bytes) continue;  // incomplete: read another byte
            count = 0;  // too long: drop it
            continue;
        }
        if (r == (size_t)-1) {
            // Invalid: keep the last byte if it may start a character, drop the rest.
            if (count > 1) {
                bytes[0] = bytes[count - 1];
                count = 1;
                memset(&state, 0, sizeof state);
                r = mbrtowc(out, bytes, count, &state);
                if (r != (size_t)-1 && r != (size_t)-2) return 1;
                if (r == (size_t)-2) continue;
            }
            count = 0;
            continue;
        }
        return 1;
    }
}

EditLine *cle_init(const char *program) {
    setlocale(LC_CTYPE, "");
    EditLine *el = el_init(program, stdin, stdout, stderr);
    if (el == NULL) return NULL;
    el_set(el, EL_SIGNAL, 0);
    el_set(el, EL_EDITOR, "emacs");
    el_set(el, EL_PROMPT_ESC, prompt_function, '\1');
    el_set(el, EL_GETCFN, read_character);
    return el;
}

void cle_end(EditLine *el) {
    if (el) el_end(el);
}

void cle_set_prompt(EditLine *el, const char *prompt) {
    (void)el;
    char *copy = strdup(prompt ? prompt : "");
    if (copy == NULL) return;
    free(prompt_text);
    prompt_text = copy;
}

void cle_set_client_data(EditLine *el, void *data) { el_set(el, EL_CLIENTDATA, data); }

void *cle_client_data(EditLine *el) {
    void *data = NULL;
    el_get(el, EL_CLIENTDATA, &data);
    return data;
}

void cle_set_history(EditLine *el, History *h) { el_set(el, EL_HIST, history, h); }

int cle_add_function(EditLine *el, const char *name, const char *help, cle_key_function f, const char *key) {
    if (el_set(el, EL_ADDFN, name, help, f) != 0) return -1;
    return el_set(el, EL_BIND, key, name, NULL);
}

void cle_source_editrc(EditLine *el) { (void)el_source(el, NULL); }

void cle_resize(EditLine *el) { el_resize(el); }

int cle_gets(EditLine *el, const char **line, int *length) {
    int count = 0;
    errno = 0;
    resized_flag = 0;
    catch_resizes(1);
    const char *text = el_gets(el, &count);
    int saved = errno;
    catch_resizes(0);
    errno = saved;
    if (text != NULL && count > 0) {
        *line = text;
        *length = count;
        return CLE_GETS_LINE;
    }
    *line = NULL;
    *length = 0;
    if (count < 0) return errno == EINTR ? CLE_GETS_INTERRUPTED : CLE_GETS_ERROR;
    return CLE_GETS_EOF;
}

const char *cle_line(EditLine *el, int *length, int *cursor) {
    const LineInfo *info = el_line(el);
    if (info == NULL) {
        *length = 0;
        *cursor = 0;
        return "";
    }
    *length = (int)(info->lastchar - info->buffer);
    *cursor = (int)(info->cursor - info->buffer);
    return info->buffer;
}

int cle_insert(EditLine *el, const char *text) { return el_insertstr(el, text); }

void cle_delete_before_cursor(EditLine *el, int count) {
    if (count > 0) el_deletestr(el, count);
}

int cle_terminal_width(void) {
    struct winsize size;
    if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) == 0 && size.ws_col > 0) return size.ws_col;
    return 80;
}

// MARK: - History

History *cle_history_init(int size) {
    History *h = history_init();
    if (h == NULL) return NULL;
    HistEvent event;
    history(h, &event, H_SETSIZE, size);
    history(h, &event, H_SETUNIQUE, 1);
    return h;
}

void cle_history_end(History *h) {
    if (h) history_end(h);
}

void cle_history_add(History *h, const char *line) {
    HistEvent event;
    history(h, &event, H_ENTER, line);
}

int cle_history_load(History *h, const char *path) {
    HistEvent event;
    return history(h, &event, H_LOAD, path);
}

int cle_history_save(History *h, const char *path) {
    HistEvent event;
    return history(h, &event, H_SAVE, path);
}
