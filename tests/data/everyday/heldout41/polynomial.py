def poly_str(coeffs):
    """coeffs[i] is the coefficient of x**i."""
    terms = []
    for power in range(len(coeffs) - 1, -1, -1):
        c = coeffs[power]
        if c == 0:
            continue
        sign = "-" if c < 0 else "+"
        mag = abs(c)
        if power == 0:
            body = str(mag)
        elif power == 1:
            body = ("" if mag == 1 else str(mag)) + "x"
        else:
            body = ("" if mag == 1 else str(mag)) + f"x^{power}"
        terms.append((sign, body))
    if not terms:
        return "0"
    first_sign, first = terms[0]
    out = ("-" if first_sign == "-" else "") + first
    for sign, body in terms[1:]:
        out += f" {sign} {body}"
    return out


def evaluate(coeffs, x):
    result = 0
    for c in reversed(coeffs):
        result = result * x + c
    return result


def multiply(p, q):
    out = [0] * (len(p) + len(q) - 1)
    for i, a in enumerate(p):
        for j, b in enumerate(q):
            out[i + j] += a * b
    return out


def derivative(p):
    return [i * c for i, c in enumerate(p)][1:] or [0]


def main():
    p = [-1, 0, 3, 2]
    q = [1, 1]
    print("p =", poly_str(p))
    print("q =", poly_str(q))
    print("p*q =", poly_str(multiply(p, q)))
    print("p' =", poly_str(derivative(p)), "| p'' =", poly_str(derivative(derivative(p))))
    print([evaluate(p, x) for x in range(-3, 4)])
    print(evaluate(p, 0.5), evaluate(p, 10**20) % 97)
    binom = [1]
    for _ in range(6):
        binom = multiply(binom, [1, 1])
    print(binom, poly_str(binom))
    print(poly_str([0, -1]), poly_str([0]), poly_str([5]))


if __name__ == "__main__":
    main()
