"""Insure for twenty-five times the postage, which can exceed insure's 100,000-cent limit."""
import clauz3
from tools.shipping.trusted.effects import insure, rate


def main() -> None:
    insure("PX-7001", rate("post", 2_000) * 25)
