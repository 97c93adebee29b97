# POSIX `shlex.shlex` with `whitespace_split` keeps `--env=prod` one word and drops the comment.
# expect: proved
# inputs: (0,), (1,), (2,), (-3,)
import shlex


def main(n: int) -> int:
    lex = shlex.shlex("deploy --env=prod 'my app' # note", posix=True)
    lex.whitespace_split = True
    words = list(lex)
    assert words == ["deploy", "--env=prod", "my app"]
    return len(words) + n
