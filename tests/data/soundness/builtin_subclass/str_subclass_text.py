# A str subclass holds its text: `+`, `len`, `==`, slicing and its methods act on that text
# and give plain strings.
# expect: proved
# inputs: ('a',), ('',), ('Go',), ('x y',)
class Word(str):
    def shout(self):
        return self + "!"


def main(s: str) -> int:
    w = Word(s)
    assert w.shout() == s + "!" and w.shout().startswith(s)
    assert len(w) == len(s) and w == s
    assert w[1:] == s[1:] and type(w[1:]) is str
    return len(w)
