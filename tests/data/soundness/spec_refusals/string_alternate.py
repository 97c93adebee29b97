# A str's spec takes fill, alignment, width and precision; these fields never raise.
# expect: proved
# inputs: ('',), ('abc',), ('a long text',), ('#',)
def main(s: str) -> str:
    return format(s, "#^9") + f"{s:0<4.2}" + "{:>3}".format(s)
