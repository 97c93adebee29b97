"""Write to prod under a guarantee of dev only."""
import clauz3
from tools.vault.trusted import contracts as vc
from tools.vault.trusted.effects import put


@clauz3.guarantee(vc.only_env("dev"))
def main(prod: bool) -> None:
    put("prod" if prod else "dev", "k", "v")
