# The line separator does not print and is not ASCII.
# expect: failed
# inputs: ('\n',), ('a',), ('\x1c',), ('\u2028',)
def main(s: str) -> str:
    if len(s) == 1 and not s.isprintable():
        assert s.isascii()
    return s
