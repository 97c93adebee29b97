# prove: skipped
"""A `match` with no catch-all case: an answer no case names changes nothing."""
from tools.agents.trusted.effects import ask


def main() -> int:
    yes = 0
    no = 0
    for q in ["deploy?", "rollback?", "notify?"]:
        match ask(q).strip().lower():
            case "yes" | "y":
                yes += 1
            case "no" | "n":
                no += 1
    print("yes", yes, "no", no)
    assert yes + no <= 3
    return yes - no
