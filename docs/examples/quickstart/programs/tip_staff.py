import clauz3
from tools.tips.trusted import contracts as tips
from tools.tips.trusted.effects import bill, tip


@clauz3.guarantee(tips.tips_at_most(600))
def main() -> None:
    share = bill("table 4") // 20
    for name in ["ana", "ben"]:
        tip(name, share)
