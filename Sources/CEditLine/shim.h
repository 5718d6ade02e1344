// libedit's native interface. Never <readline/readline.h>: GNU readline's headers are on the
// image too, and libedit's readline emulation is not what plumb uses.
#include <histedit.h>
