# A str's special methods called by name: `__add__` of another str concatenates, `__mul__`
# repeats, `__mod__` formats, comparisons with a non-str decline.
# expect: proved
# inputs: ('',), ('ab',), ('x y',), ('é',)
def main(s: str) -> str:
    assert s.__add__("!") == s + "!"
    assert s.__mul__(2) == s + s
    assert s.__eq__(3) is NotImplemented
    assert s.__contains__("")
    assert "<%s>".__mod__(s) == "<" + s + ">"
    assert s.__len__() == len(s)
    return s.__str__()
