# expect: proved
# inputs: ('',), ('\U0001f600',), ('\U0001f601',), (':-)',)
def main(s: str) -> int:
    if s == "\U0001f600":
        assert len(s) == 1
        assert s < "\U0001f601"
        return 1
    return 0
