# expect: failed
# inputs: ('',), (':)',), ('\U0001f600',), ('\U0001f600!',)
def main(s: str) -> str:
    assert not s.startswith("\U0001f600")
    return s
