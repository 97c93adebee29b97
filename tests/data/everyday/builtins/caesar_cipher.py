def shift_char(c: str, k: int) -> str:
    if c.isupper():
        return chr((ord(c) - ord("A") + k) % 26 + ord("A"))
    if c.islower():
        return chr((ord(c) - ord("a") + k) % 26 + ord("a"))
    return c


def encrypt(text: str, k: int) -> str:
    return "".join(map(lambda c: shift_char(c, k), text))


def main() -> None:
    message = "Attack at Dawn, Zebra!"
    for k in (1, 3, 13, 25):
        secret = encrypt(message, k)
        back = encrypt(secret, -k)
        print(f"k={k:>2} {secret} {back == message}")
    rot13 = str.maketrans("ABCDEFGHIJKLMabcdefghijklmNOPQRSTUVWXYZnopqrstuvwxyz", "NOPQRSTUVWXYZnopqrstuvwxyzABCDEFGHIJKLMabcdefghijklm")
    print(message.translate(rot13), message.translate(rot13) == encrypt(message, 13))
    print("swapped:", message.swapcase())
