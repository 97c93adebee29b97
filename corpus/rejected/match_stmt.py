# rejects: match statement
import clauz3


def main() -> int:
    status = "paid"
    match status:
        case "paid":
            return 1
        case _:
            return 0
