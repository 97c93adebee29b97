# A Formatter subclass's get_value supplies a missing field; the result is known text.
# expect: proved
# inputs: (0,), (1,), (2,), (-3,)
import string


class Defaulting(string.Formatter):
    def get_value(self, key, args, kwargs):
        if isinstance(key, str) and key not in kwargs:
            return "?"
        return super().get_value(key, args, kwargs)


def main(n: int) -> int:
    text = Defaulting().format("{a}-{b}", a="x")
    assert text == "x-?"
    return n
