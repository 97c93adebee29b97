from tools.net.trusted.effects import lookup


def main() -> int:
    codes = []
    for url in ["https://fast.example", "https://slow.example"]:
        try:
            codes.append(lookup(url))
        except TimeoutError as e:
            print("timed out:", e)
            codes.append(504)
    print(codes)
    return sum(codes)
