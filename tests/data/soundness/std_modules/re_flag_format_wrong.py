# An empty format spec writes a flag by its name, as `str` does; only a spec writes its int,
# so a report line built with `{flags}` does not show `2`.
# expect: failed
# inputs: (0,), (1,), (3,), (-5,)
import re


def main(n: int) -> None:
    flags = re.IGNORECASE if n % 2 == 0 else re.DOTALL
    line = f"flags={flags}"
    assert line == "flags=2" or line == "flags=16"
