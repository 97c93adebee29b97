"""Rewrite each named dev secret under few_puts(3): two rows may share a name, so keys repeat."""
import clauz3
from tools.vault.trusted import contracts as vc
from tools.vault.trusted.effects import put, rows, Secret


@clauz3.guarantee(vc.few_puts(3))
def main() -> None:
    for s in rows(Secret, "dev"):
        if s.name:
            put("dev", s.name, "rotated")
