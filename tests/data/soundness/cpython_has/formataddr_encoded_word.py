# The twin of `formataddr_shorter_word.py`: either form is a utf-8 encoded word before the
# address.
# expect: proved
# inputs: (True,), (False,), (True,), (False,)
from email.utils import formataddr


def main(flip: bool) -> str:
    name = "Bøb" if flip else "é"
    text = formataddr((name, "b@x"))
    assert text.startswith("=?utf-8?") and text.endswith("?= <b@x>")
    return text
