# A model reading isdigit as ASCII digits would prove this: Arabic-Indic digits say otherwise.
# expect: failed
# inputs: ('12',), ('',), ('x',), ('\u0661\u0662',)
def main(s: str) -> str:
    if s.isdigit():
        assert s.isascii()
    return s
