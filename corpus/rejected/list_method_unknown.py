# rejects: list method outside the subset (remove)
import clauz3


def main() -> int:
    queue = ["a", "b", "c"]
    queue.remove("b")
    return len(queue)
