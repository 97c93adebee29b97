# Line separator and file separator are whitespace to Python, not to " \t\n".
# expect: failed
# inputs: (' ',), ('',), ('\u2028',), ('\x1c',)
def main(s: str) -> str:
    if s.isspace():
        assert s.strip(" \t\n\r") == ""
    return s
