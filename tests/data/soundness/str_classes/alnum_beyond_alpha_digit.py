# isalnum takes numeric characters that are neither letters nor digits (one half).
# expect: failed
# inputs: ('a1',), ('',), ('\u0661',), ('\xbd',)
def main(s: str) -> str:
    if s.isalnum() and not s.isalpha():
        assert any(c.isdigit() for c in s)
    return s
