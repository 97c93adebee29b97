"""Two writes under a guarantee of at most one (an empty key also breaks the precondition)."""
import clauz3
from tools.vault.trusted import contracts as vc
from tools.vault.trusted.effects import put


@clauz3.guarantee(vc.few_puts(1))
def main(k: str) -> None:
    put("dev", k, "1")
    put("dev", k + "x", "2")
