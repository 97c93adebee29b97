# rejects: list method outside the subset (push, a JavaScript habit)
import clauz3


def main() -> int:
    queue = ["a", "b", "c"]
    queue.push("d")
    return len(queue)
