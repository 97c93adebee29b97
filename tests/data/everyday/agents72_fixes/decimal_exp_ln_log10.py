"""Decimal's `exp`, `ln` and `log10`, correctly rounded half to even at several precisions (and
under a context rounding otherwise), with their exact cases, NaNs, infinities and `Overflow`;
continuous compounding and a doubling time as an agent computes them."""
from decimal import Decimal, InvalidOperation, Overflow, localcontext, ROUND_UP
def main():
    vals = ['0','0E+5','1','-1','2','0.5','1E-30','-1E-30','6E-28','10','100','-100','1000','123456','-123456','Infinity','-Infinity','NaN','1.000','0.001','1E+10','-0', '1.0000000000000000000000000001', '0.99999999999999999999999', '3.14159265358979323846', '2.302585092994045684017991455', '-2.302585092994045684017991455', '999999', '-999999', '0.1', '7', '12345678901234567890.123456789', '1E-500', '5E+20']
    for v in vals:
        d = Decimal(v)
        out = []
        for m in ('exp', 'ln', 'log10'):
            try:
                out.append(str(getattr(d, m)()))
            except (InvalidOperation, Overflow) as e:
                out.append(type(e).__name__)
            except NotImplementedError:
                out.append("refused")
        print(v, out)
    for p in (1, 3, 10, 50):
        with localcontext() as ctx:
            ctx.prec = p
            ctx.rounding = ROUND_UP
            print(p, Decimal(2).exp(), Decimal(2).ln(), Decimal(2).log10(), Decimal("0.5").exp(), Decimal(3).ln())
    rate = Decimal("0.05")
    print((rate * 10).exp().quantize(Decimal("0.0001")), (Decimal(2).ln() / rate).quantize(Decimal("0.01")))
    return Decimal(10).ln()
