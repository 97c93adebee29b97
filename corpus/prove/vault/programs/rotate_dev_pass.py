"""Rewrite every named dev secret the listing returns, writing to dev only."""
import clauz3
from tools.vault.trusted import contracts as vc
from tools.vault.trusted.effects import put, rows, Secret


@clauz3.guarantee(vc.only_env("dev"))
def main() -> None:
    for s in rows(Secret, "dev"):
        if s.name:
            put("dev", s.name, "rotated")
