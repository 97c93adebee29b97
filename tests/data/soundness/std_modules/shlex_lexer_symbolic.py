# The lexer over a text chosen by the input: reading it a character at a time is not modelled
# on a term, so the prover skips rather than proves.
# expect: skipped
# inputs: ("a b",), ("x",), ("",), ("'q r'",)
import shlex


def main(text: str) -> int:
    lex = shlex.shlex(text, posix=True)
    words = list(lex)
    assert len(words) <= len(text)
    return len(words)
