# prove: skipped unsupported program body (`.split()` by whitespace o
"""Commands as dataclasses dispatched with class patterns; a split of zero ways divides by zero."""
from dataclasses import dataclass
from tools.agents.trusted.effects import ask


@dataclass
class Split:
    total: int
    ways: int


@dataclass
class Show:
    what: str


def parse(text: str):
    words = text.split()
    if words and words[0] == "split" and len(words) == 3:
        return Split(int(words[1]), int(words[2]))
    return Show(text)


def main() -> int:
    try:
        cmd = parse(ask("cmd"))
    except ValueError:
        cmd = Show("bad number")
    match cmd:
        case Split(total=t, ways=w):
            share = t // w
            print("share", share)
            return share
        case Show(what=w):
            print("show", w)
    return 0
