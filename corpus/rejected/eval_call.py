# rejects: eval()
import clauz3


def main() -> int:
    formula = "40 * 3"
    return eval(formula)
