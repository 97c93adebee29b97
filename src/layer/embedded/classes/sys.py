"""`sys` for agent programs: the constants they test and the two text streams they write to.
`sys.stdout` and `sys.stderr` are classes whose static methods stand for the stream objects'
methods, since a module may define classes but not module-level instances."""

maxsize = 9223372036854775807
maxunicode = 1114111
byteorder = "little"
platform = "linux"


def _checked(text):
    if not isinstance(text, str):
        raise TypeError(f"write() argument must be str, not {type(text).__name__}")
    return text


class stdout:
    @staticmethod
    def write(text):
        print(_checked(text), end="")
        return len(text)

    @staticmethod
    def writelines(lines):
        for line in lines:
            stdout.write(line)

    @staticmethod
    def flush():
        return None

    @staticmethod
    def isatty():
        return False


class stderr:
    @staticmethod
    def write(text):
        _stderr(_checked(text))
        return len(text)

    @staticmethod
    def writelines(lines):
        for line in lines:
            stderr.write(line)

    @staticmethod
    def flush():
        return None

    @staticmethod
    def isatty():
        return False
