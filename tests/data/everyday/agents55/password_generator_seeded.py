"""Generate passwords from a policy with a seeded RNG and score their strength."""
import math
import random
import string

POLICIES = {
    "basic": dict(length=10, upper=1, digits=1, symbols=0),
    "admin": dict(length=16, upper=2, digits=2, symbols=2),
    "pin": dict(length=6, upper=0, digits=6, symbols=0),
}
SYMBOLS = "!@#$%^&*-_"


def generate(rng, length, upper, digits, symbols):
    chars = [rng.choice(string.ascii_uppercase) for _ in range(upper)]
    chars += [rng.choice(string.digits) for _ in range(digits)]
    chars += [rng.choice(SYMBOLS) for _ in range(symbols)]
    rest = length - len(chars)
    pool = string.ascii_lowercase if digits < length else string.digits
    chars += rng.choices(pool, k=rest)
    rng.shuffle(chars)
    return "".join(chars)


def entropy_bits(pw):
    pool = 0
    for charset in (string.ascii_lowercase, string.ascii_uppercase, string.digits, SYMBOLS):
        if any(c in charset for c in pw):
            pool += len(charset)
    return len(pw) * math.log2(pool)


def rating(bits):
    for limit, label in ((28, "very weak"), (36, "weak"), (60, "reasonable"), (128, "strong")):
        if bits < limit:
            return label
    return "very strong"


def main():
    rng = random.Random(2024)
    for name, policy in POLICIES.items():
        for _ in range(2):
            pw = generate(rng, **policy)
            bits = entropy_bits(pw)
            print(f"{name:<6} {pw:<18} {bits:6.1f} bits  {rating(bits)}")
    random.seed(7)
    sample = random.sample(range(100), 5)
    print("audit sample:", sample, random.randint(1, 6), round(random.random(), 6))
    words = ["correct", "horse", "battery", "staple", "orbit", "maple"]
    phrase = "-".join(rng.sample(words, 4))
    print(phrase, f"{4 * math.log2(len(words)):.1f} bits")


if __name__ == "__main__":
    main()
