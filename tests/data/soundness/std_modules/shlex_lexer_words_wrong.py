# Without `whitespace_split`, punctuation splits `--env=prod` into several tokens.
# expect: failed
# inputs: (0,), (1,), (2,), (-3,)
import shlex


def main(n: int) -> int:
    lex = shlex.shlex("deploy --env=prod", posix=True)
    words = list(lex)
    assert len(words) == 2 or n > 5
    return len(words) + n
