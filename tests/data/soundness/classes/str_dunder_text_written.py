# The same class returning text: `str()`, an f-string, `%s` and `repr()` of a list use its
# `__str__`/`__repr__`, and only a `str` result is a text.
# expect: proved
# inputs: (0,), (5,), (-1,), (7,)
class Score:
    def __init__(self, points: int) -> None:
        self.points = points

    def __str__(self):
        return "many" if self.points > 9 else "few"

    def __repr__(self):
        return "Score()"


def main(n: int) -> int:
    label = f"score: {Score(n)}"
    assert label in ("score: many", "score: few")
    assert str([Score(n)]) == "[Score()]"
    assert "%s" % Score(n) == str(Score(n))
    return len(label)
