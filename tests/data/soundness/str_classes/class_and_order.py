# Comparing by order on a path that tests a class is beyond the renaming argument.
# expect: skipped
# inputs: ('5',), ('',), ('\u0661',), ('a',)
def main(s: str) -> str:
    if s.isdigit() and s < "9":
        assert len(s) > 0
    return s
