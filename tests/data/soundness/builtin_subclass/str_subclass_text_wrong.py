# As `str_subclass_text.py`, but claiming the shouted word is longer than one character: the
# empty word refutes it.
# expect: failed
# inputs: ('a',), ('',), ('Go',), ('x y',)
class Word(str):
    def shout(self):
        return self + "!"


def main(s: str) -> int:
    w = Word(s)
    assert len(w.shout()) > 1, "long"
    return len(w)
