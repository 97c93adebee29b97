# prove: skipped
"""Two names and a list holding one record: a change through any of them is seen by all."""
from dataclasses import dataclass
from tools.agents.trusted.effects import quote


@dataclass
class Budget:
    owner: str
    left: int


def spend(b: Budget, cents: int) -> bool:
    if cents <= b.left:
        b.left -= cents
        return True
    return False


def main() -> int:
    team = Budget("team", 100)
    same = team
    book = [team]
    try:
        price = quote("lunch")
    except ValueError:
        price = 0
    spend(same, price)
    spend(book[0], 20)
    assert team.left >= 0
    assert team is book[0]
    print(team, same.left == book[0].left)
    return team.left
