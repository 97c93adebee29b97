# Upper, lower and title case text exclude each other as CPython defines them.
# expect: proved
# inputs: ('ABC',), ('abc',), ('Title Case',), ('\u01c5',), ('\xdf',), ('',), ('\u03a3\u03c3',)
def main(s: str) -> str:
    if s.isupper():
        assert not s.islower()
    if s.istitle():
        assert not s.islower()
    if s.islower():
        assert len(s) > 0
    return s
