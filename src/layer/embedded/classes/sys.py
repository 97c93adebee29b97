"""`sys` for agent programs: the constants they test, `exit`, and the two text streams they write to.
`sys.stdout` and `sys.stderr` are classes whose static methods stand for the stream objects'
methods, since a module may define classes but not module-level instances."""

maxsize = 9223372036854775807
maxunicode = 1114111
byteorder = "little"
platform = "linux"
# The CPython release clauz3 follows, as the tuple programs compare (`>= (3, 8)`); its named
# fields (`.major`) are not modelled.
version_info = (3, 11, 7, "final", 0)
# `sys.argv` is the evaluator's (`<argv>`): one list per run, the program's file as the
# command line named it, then the arguments `clauz3 dry-run` was given after `--`.


def exit(*status):
    # `sys.exit()` and `sys.exit(None)` both end with status 0; their exceptions' `args` differ.
    if len(status) > 1:
        raise TypeError(f"exit expected at most 1 argument, got {len(status)}")
    raise SystemExit(*status)


def _checked(text):
    if not isinstance(text, str):
        raise TypeError(f"write() argument must be str, not {type(text).__name__}")
    return text


class _TextStream:
    # The methods of both streams; each stream says where its text goes.
    @classmethod
    def write(cls, text):
        cls._emit(_checked(text))
        return len(text)

    @classmethod
    def writelines(cls, lines):
        for line in lines:
            cls.write(line)

    @staticmethod
    def flush():
        return None

    @staticmethod
    def isatty():
        return False


class stdout(_TextStream):
    @staticmethod
    def _emit(text):
        print(text, end="")


class stderr(_TextStream):
    @staticmethod
    def _emit(text):
        _stderr(text)
