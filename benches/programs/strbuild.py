# String building with `s += ...` in a loop; must stay linear.

ROUNDS = 2000000
DIGITS = "0123456789abcdef"


def build(rounds: int) -> str:
    s = ""
    for i in range(rounds):
        s += DIGITS[i % 16]
        if i % 7 == 0:
            s += "-"
        if i % 1000 == 999:
            s += str(i) + "\n"
    return s


def main() -> str:
    s = build(ROUNDS)
    lines = s.split("\n")
    dashes = s.count("-")
    h = 0
    for line in lines:
        h = (h * 31 + len(line)) % 1000000007
    print(f"len {len(s)} lines {len(lines)} dashes {dashes}")
    return f"{len(s)}:{h}:{s[-20:].strip()}"
