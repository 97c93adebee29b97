import clauz3
from tools.shop.trusted.effects import charge
from tools.shop.trusted.contracts import spend_at_most


@clauz3.guarantee(spend_at_most(500))
def main() -> None:
    charge("ana", 1)
