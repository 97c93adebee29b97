from fractions import Fraction
import math

def main():
    recipe = {"flour": Fraction(3, 4), "sugar": Fraction(1, 3), "butter": Fraction(1, 2), "eggs": Fraction(2)}
    scale = Fraction(5, 2)
    for item, qty in recipe.items():
        new = qty * scale
        whole, rest = divmod(new.numerator, new.denominator)
        text = f"{whole} {rest}/{new.denominator}" if whole and rest else (str(whole) if not rest else f"{rest}/{new.denominator}")
        print(f"{item:<7} {str(qty):>4} -> {text} cups ({float(new):.3f})")
    print(sum(recipe.values()), Fraction("0.125"), Fraction(1.5), Fraction(22, 7).limit_denominator(5))
    print(math.gcd(84, 36), math.lcm(4, 6, 10), math.comb(10, 3), math.perm(5, 2), math.factorial(12))
    print(math.isclose(0.1 + 0.2, 0.3), math.floor(-2.5), math.ceil(-2.5), round(2.5), round(3.5), round(-0.125, 2))
    print(math.hypot(3, 4), math.log(1000, 10), math.log2(1024), f"{math.pi:.10f}", math.trunc(-7.9))
    print(divmod(-17, 5), -17 // 5, -17 % 5, pow(3, -1, 7), pow(2, 100, 1000), 2 ** -2)
