# Strings longer than one character do lie between U+FFFF and U+10000.
# expect: failed
# inputs: ('\uffff',), ('\U00010000',), ('\uffffa',), ('',)
def main(s: str) -> bool:
    if "\uffff" < s < "\U00010000":
        assert False
    return True
