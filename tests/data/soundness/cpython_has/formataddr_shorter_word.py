# CPython's formataddr writes the shorter encoded word, Q on a tie: "Bøb" is Q, "é" base64.
# A model writing base64 always proved the claim below, which CPython refutes for flip = True.
# expect: failed
# inputs: (True,), (False,), (True,), (False,)
from email.utils import formataddr


def main(flip: bool) -> str:
    name = "Bøb" if flip else "é"
    text = formataddr((name, "b@x"))
    assert text.startswith("=?utf-8?b?")
    return text
