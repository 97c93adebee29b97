//! A compact binary form of a parsed file's statements (rustpython's trees, which have no
//! serialisation of their own), for the on-disk cache of parsed files (`parse_cache.rs`):
//! reading a tree back is a walk over bytes with no lexing or grammar, several times cheaper
//! than parsing the text again.
//!
//! Every node type is listed once, field by field, in the macros below: a field or variant
//! added to the parser's trees fails to compile here instead of being dropped. Reading checks
//! everything it reads (tags, lengths against the bytes left, UTF-8, nesting depth) and
//! answers [`Malformed`] rather than panicking, so a damaged entry is only a cache miss.

use num_bigint::BigInt;
use rustpython_parser::ast::{self, ConversionFlag, Identifier, Int};
use rustpython_parser::text_size::{TextRange, TextSize};

/// Bytes that are not a tree this codec wrote.
#[derive(Debug)]
pub struct Malformed;

type Read<T> = Result<T, Malformed>;

/// Nesting of statements, expressions and patterns read at most: deeper than any tree the
/// parser's own limits let through, and shallow enough for the reader's stack.
const MAX_DEPTH: u32 = 400;

/// The bytes of a tree being read.
pub struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
    depth: u32,
}

impl<'a> Reader<'a> {
    fn byte(&mut self) -> Read<u8> {
        let b = *self.bytes.get(self.at).ok_or(Malformed)?;
        self.at += 1;
        Ok(b)
    }

    fn take(&mut self, n: usize) -> Read<&'a [u8]> {
        let end = self.at.checked_add(n).filter(|end| *end <= self.bytes.len()).ok_or(Malformed)?;
        let out = &self.bytes[self.at..end];
        self.at = end;
        Ok(out)
    }

    /// A length, which no more items than bytes left can have (each item takes one at least).
    fn count(&mut self) -> Read<usize> {
        let n = u32::get(self)? as usize;
        if n > self.bytes.len() - self.at {
            return Err(Malformed);
        }
        Ok(n)
    }

    fn enter(&mut self) -> Read<()> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(Malformed);
        }
        Ok(())
    }

    fn leave(&mut self) {
        self.depth -= 1;
    }
}

/// A file's statements as bytes.
pub fn encode(body: &[ast::Stmt]) -> Vec<u8> {
    let mut out = Vec::with_capacity(4096);
    (body.len() as u32).put(&mut out);
    body.iter().for_each(|s| s.put(&mut out));
    out
}

/// The statements [`encode`] wrote into `bytes`, all of them and nothing after.
pub fn decode(bytes: &[u8]) -> Read<Vec<ast::Stmt>> {
    let mut r = Reader { bytes, at: 0, depth: 0 };
    let body = Vec::<ast::Stmt>::get(&mut r)?;
    if r.at != bytes.len() {
        return Err(Malformed);
    }
    Ok(body)
}

trait Codec: Sized {
    fn put(&self, out: &mut Vec<u8>);
    fn get(r: &mut Reader<'_>) -> Read<Self>;
}

impl Codec for u32 {
    /// Seven bits a byte, the high bit saying more follow.
    fn put(&self, out: &mut Vec<u8>) {
        let mut v = *self;
        while v >= 0x80 {
            out.push((v as u8) | 0x80);
            v >>= 7;
        }
        out.push(v as u8);
    }
    fn get(r: &mut Reader<'_>) -> Read<u32> {
        let mut v: u32 = 0;
        for shift in [0, 7, 14, 21, 28] {
            let b = r.byte()?;
            v |= u32::from(b & 0x7f).checked_shl(shift).ok_or(Malformed)?;
            if b & 0x80 == 0 {
                return Ok(v);
            }
        }
        Err(Malformed)
    }
}

impl Codec for bool {
    fn put(&self, out: &mut Vec<u8>) {
        out.push(u8::from(*self));
    }
    fn get(r: &mut Reader<'_>) -> Read<bool> {
        match r.byte()? {
            0 => Ok(false),
            1 => Ok(true),
            _ => Err(Malformed),
        }
    }
}

impl Codec for f64 {
    fn put(&self, out: &mut Vec<u8>) {
        out.extend(self.to_bits().to_le_bytes());
    }
    fn get(r: &mut Reader<'_>) -> Read<f64> {
        let bytes: [u8; 8] = r.take(8)?.try_into().map_err(|_| Malformed)?;
        Ok(f64::from_bits(u64::from_le_bytes(bytes)))
    }
}

/// Bytes with their length first (strings, byte literals, big ints' two's complement).
fn put_bytes(bytes: &[u8], out: &mut Vec<u8>) {
    (bytes.len() as u32).put(out);
    out.extend_from_slice(bytes);
}

fn get_bytes<'a>(r: &mut Reader<'a>) -> Read<&'a [u8]> {
    let n = r.count()?;
    r.take(n)
}

impl Codec for String {
    fn put(&self, out: &mut Vec<u8>) {
        put_bytes(self.as_bytes(), out);
    }
    fn get(r: &mut Reader<'_>) -> Read<String> {
        std::str::from_utf8(get_bytes(r)?).map(str::to_owned).map_err(|_| Malformed)
    }
}

impl Codec for Identifier {
    fn put(&self, out: &mut Vec<u8>) {
        put_bytes(self.as_str().as_bytes(), out);
    }
    fn get(r: &mut Reader<'_>) -> Read<Identifier> {
        String::get(r).map(Identifier::new)
    }
}

impl Codec for Int {
    fn put(&self, out: &mut Vec<u8>) {
        self.to_u32().put(out);
    }
    fn get(r: &mut Reader<'_>) -> Read<Int> {
        u32::get(r).map(Int::new)
    }
}

impl Codec for TextRange {
    /// The start, then the length (small, so mostly one byte).
    fn put(&self, out: &mut Vec<u8>) {
        self.start().to_u32().put(out);
        u32::from(self.len()).put(out);
    }
    fn get(r: &mut Reader<'_>) -> Read<TextRange> {
        let start = u32::get(r)?;
        let end = start.checked_add(u32::get(r)?).ok_or(Malformed)?;
        Ok(TextRange::new(TextSize::from(start), TextSize::from(end)))
    }
}

impl Codec for ast::OptionalRange<TextRange> {
    /// Nothing: the parser keeps no range for these nodes.
    fn put(&self, _: &mut Vec<u8>) {}
    fn get(_: &mut Reader<'_>) -> Read<Self> {
        Ok(Self::new(TextSize::default(), TextSize::default()))
    }
}

impl<T: Codec> Codec for Vec<T> {
    fn put(&self, out: &mut Vec<u8>) {
        (self.len() as u32).put(out);
        self.iter().for_each(|x| x.put(out));
    }
    fn get(r: &mut Reader<'_>) -> Read<Vec<T>> {
        let n = r.count()?;
        let mut v = Vec::with_capacity(n);
        for _ in 0..n {
            v.push(T::get(r)?);
        }
        Ok(v)
    }
}

impl<T: Codec> Codec for Option<T> {
    fn put(&self, out: &mut Vec<u8>) {
        match self {
            None => out.push(0),
            Some(x) => {
                out.push(1);
                x.put(out);
            }
        }
    }
    fn get(r: &mut Reader<'_>) -> Read<Option<T>> {
        match r.byte()? {
            0 => Ok(None),
            1 => T::get(r).map(Some),
            _ => Err(Malformed),
        }
    }
}

impl<T: Codec> Codec for Box<T> {
    fn put(&self, out: &mut Vec<u8>) {
        (**self).put(out);
    }
    fn get(r: &mut Reader<'_>) -> Read<Box<T>> {
        T::get(r).map(Box::new)
    }
}

impl Codec for ast::Constant {
    fn put(&self, out: &mut Vec<u8>) {
        match self {
            ast::Constant::None => out.push(0),
            ast::Constant::Bool(b) => {
                out.push(1);
                b.put(out);
            }
            ast::Constant::Str(s) => {
                out.push(2);
                s.put(out);
            }
            ast::Constant::Bytes(b) => {
                out.push(3);
                put_bytes(b, out);
            }
            ast::Constant::Int(i) => {
                out.push(4);
                put_bytes(&i.to_signed_bytes_le(), out);
            }
            ast::Constant::Tuple(items) => {
                out.push(5);
                items.put(out);
            }
            ast::Constant::Float(f) => {
                out.push(6);
                f.put(out);
            }
            ast::Constant::Complex { real, imag } => {
                out.push(7);
                real.put(out);
                imag.put(out);
            }
            ast::Constant::Ellipsis => out.push(8),
        }
    }
    fn get(r: &mut Reader<'_>) -> Read<ast::Constant> {
        r.enter()?;
        let c = match r.byte()? {
            0 => ast::Constant::None,
            1 => ast::Constant::Bool(bool::get(r)?),
            2 => ast::Constant::Str(String::get(r)?),
            3 => ast::Constant::Bytes(get_bytes(r)?.to_vec()),
            4 => ast::Constant::Int(BigInt::from_signed_bytes_le(get_bytes(r)?)),
            5 => ast::Constant::Tuple(Vec::get(r)?),
            6 => ast::Constant::Float(f64::get(r)?),
            7 => ast::Constant::Complex { real: f64::get(r)?, imag: f64::get(r)? },
            8 => ast::Constant::Ellipsis,
            _ => return Err(Malformed),
        };
        r.leave();
        Ok(c)
    }
}

impl Codec for ConversionFlag {
    fn put(&self, out: &mut Vec<u8>) {
        out.push(match self {
            ConversionFlag::None => 0,
            ConversionFlag::Str => 1,
            ConversionFlag::Ascii => 2,
            ConversionFlag::Repr => 3,
        });
    }
    fn get(r: &mut Reader<'_>) -> Read<ConversionFlag> {
        Ok(match r.byte()? {
            0 => ConversionFlag::None,
            1 => ConversionFlag::Str,
            2 => ConversionFlag::Ascii,
            3 => ConversionFlag::Repr,
            _ => return Err(Malformed),
        })
    }
}

/// A node struct, its fields in order.
macro_rules! node {
    ($($ty:ident { $($field:ident),* $(,)? })*) => {$(
        impl Codec for ast::$ty {
            fn put(&self, out: &mut Vec<u8>) {
                $(self.$field.put(out);)*
            }
            fn get(r: &mut Reader<'_>) -> Read<Self> {
                Ok(ast::$ty { $($field: Codec::get(r)?),* })
            }
        }
    )*};
}

/// An enum of nodes, each variant with its tag; `nested` ones count towards the depth.
macro_rules! variants {
    ($ty:ident { $($tag:literal => $var:ident),* $(,)? }) => {
        impl Codec for ast::$ty {
            fn put(&self, out: &mut Vec<u8>) {
                match self {
                    $(ast::$ty::$var(x) => {
                        out.push($tag);
                        x.put(out);
                    })*
                }
            }
            fn get(r: &mut Reader<'_>) -> Read<Self> {
                r.enter()?;
                let v = match r.byte()? {
                    $($tag => ast::$ty::$var(Codec::get(r)?),)*
                    _ => return Err(Malformed),
                };
                r.leave();
                Ok(v)
            }
        }
    };
}

/// An enum without fields (operators, contexts).
macro_rules! units {
    ($ty:ident { $($tag:literal => $var:ident),* $(,)? }) => {
        impl Codec for ast::$ty {
            fn put(&self, out: &mut Vec<u8>) {
                out.push(match self {
                    $(ast::$ty::$var => $tag,)*
                });
            }
            fn get(r: &mut Reader<'_>) -> Read<Self> {
                Ok(match r.byte()? {
                    $($tag => ast::$ty::$var,)*
                    _ => return Err(Malformed),
                })
            }
        }
    };
}

variants!(Stmt {
    0 => FunctionDef, 1 => AsyncFunctionDef, 2 => ClassDef, 3 => Return, 4 => Delete, 5 => Assign,
    6 => TypeAlias, 7 => AugAssign, 8 => AnnAssign, 9 => For, 10 => AsyncFor, 11 => While, 12 => If,
    13 => With, 14 => AsyncWith, 15 => Match, 16 => Raise, 17 => Try, 18 => TryStar, 19 => Assert,
    20 => Import, 21 => ImportFrom, 22 => Global, 23 => Nonlocal, 24 => Expr, 25 => Pass,
    26 => Break, 27 => Continue,
});

variants!(Expr {
    0 => BoolOp, 1 => NamedExpr, 2 => BinOp, 3 => UnaryOp, 4 => Lambda, 5 => IfExp, 6 => Dict,
    7 => Set, 8 => ListComp, 9 => SetComp, 10 => DictComp, 11 => GeneratorExp, 12 => Await,
    13 => Yield, 14 => YieldFrom, 15 => Compare, 16 => Call, 17 => FormattedValue, 18 => JoinedStr,
    19 => Constant, 20 => Attribute, 21 => Subscript, 22 => Starred, 23 => Name, 24 => List,
    25 => Tuple, 26 => Slice,
});

variants!(Pattern {
    0 => MatchValue, 1 => MatchSingleton, 2 => MatchSequence, 3 => MatchMapping, 4 => MatchClass,
    5 => MatchStar, 6 => MatchAs, 7 => MatchOr,
});

variants!(ExceptHandler { 0 => ExceptHandler });

variants!(TypeParam { 0 => TypeVar, 1 => ParamSpec, 2 => TypeVarTuple });

units!(ExprContext { 0 => Load, 1 => Store, 2 => Del });
units!(BoolOp { 0 => And, 1 => Or });
units!(Operator {
    0 => Add, 1 => Sub, 2 => Mult, 3 => MatMult, 4 => Div, 5 => Mod, 6 => Pow, 7 => LShift,
    8 => RShift, 9 => BitOr, 10 => BitXor, 11 => BitAnd, 12 => FloorDiv,
});
units!(UnaryOp { 0 => Invert, 1 => Not, 2 => UAdd, 3 => USub });
units!(CmpOp { 0 => Eq, 1 => NotEq, 2 => Lt, 3 => LtE, 4 => Gt, 5 => GtE, 6 => Is, 7 => IsNot, 8 => In, 9 => NotIn });

node! {
    StmtFunctionDef { range, name, args, body, decorator_list, returns, type_comment, type_params }
    StmtAsyncFunctionDef { range, name, args, body, decorator_list, returns, type_comment, type_params }
    StmtClassDef { range, name, bases, keywords, body, decorator_list, type_params }
    StmtReturn { range, value }
    StmtDelete { range, targets }
    StmtAssign { range, targets, value, type_comment }
    StmtTypeAlias { range, name, type_params, value }
    StmtAugAssign { range, target, op, value }
    StmtAnnAssign { range, target, annotation, value, simple }
    StmtFor { range, target, iter, body, orelse, type_comment }
    StmtAsyncFor { range, target, iter, body, orelse, type_comment }
    StmtWhile { range, test, body, orelse }
    StmtIf { range, test, body, orelse }
    StmtWith { range, items, body, type_comment }
    StmtAsyncWith { range, items, body, type_comment }
    StmtMatch { range, subject, cases }
    StmtRaise { range, exc, cause }
    StmtTry { range, body, handlers, orelse, finalbody }
    StmtTryStar { range, body, handlers, orelse, finalbody }
    StmtAssert { range, test, msg }
    StmtImport { range, names }
    StmtImportFrom { range, module, names, level }
    StmtGlobal { range, names }
    StmtNonlocal { range, names }
    StmtExpr { range, value }
    StmtPass { range }
    StmtBreak { range }
    StmtContinue { range }
    ExprBoolOp { range, op, values }
    ExprNamedExpr { range, target, value }
    ExprBinOp { range, left, op, right }
    ExprUnaryOp { range, op, operand }
    ExprLambda { range, args, body }
    ExprIfExp { range, test, body, orelse }
    ExprDict { range, keys, values }
    ExprSet { range, elts }
    ExprListComp { range, elt, generators }
    ExprSetComp { range, elt, generators }
    ExprDictComp { range, key, value, generators }
    ExprGeneratorExp { range, elt, generators }
    ExprAwait { range, value }
    ExprYield { range, value }
    ExprYieldFrom { range, value }
    ExprCompare { range, left, ops, comparators }
    ExprCall { range, func, args, keywords }
    ExprFormattedValue { range, value, conversion, format_spec }
    ExprJoinedStr { range, values }
    ExprConstant { range, value, kind }
    ExprAttribute { range, value, attr, ctx }
    ExprSubscript { range, value, slice, ctx }
    ExprStarred { range, value, ctx }
    ExprName { range, id, ctx }
    ExprList { range, elts, ctx }
    ExprTuple { range, elts, ctx }
    ExprSlice { range, lower, upper, step }
    Comprehension { range, target, iter, ifs, is_async }
    ExceptHandlerExceptHandler { range, type_, name, body }
    Arguments { range, posonlyargs, args, vararg, kwonlyargs, kwarg }
    ArgWithDefault { range, def, default }
    Arg { range, arg, annotation, type_comment }
    Keyword { range, arg, value }
    Alias { range, name, asname }
    WithItem { range, context_expr, optional_vars }
    MatchCase { range, pattern, guard, body }
    PatternMatchValue { range, value }
    PatternMatchSingleton { range, value }
    PatternMatchSequence { range, patterns }
    PatternMatchMapping { range, keys, patterns, rest }
    PatternMatchClass { range, cls, patterns, kwd_attrs, kwd_patterns }
    PatternMatchStar { range, name }
    PatternMatchAs { range, pattern, name }
    PatternMatchOr { range, patterns }
    TypeParamTypeVar { range, name, bound }
    TypeParamParamSpec { range, name }
    TypeParamTypeVarTuple { range, name }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A file using each kind of node reads back as parsed (the texts clauz3 ships are read
    /// back by `layer::embedded`'s tests, through [`crate::syntax::encoding_round_trips`]).
    #[test]
    fn trees_read_back_as_written() {
        let texts = [
            "async def f(a, /, b: int = 1, *c, d=2, **e) -> None:\n    async for x in y:\n        await x\n    async with a as b:\n        pass\n\
             x = {1: 2, **d}; y = {*s}; z = [i for i in r if i]; w = (j async for j in g)\n\
             v = f'{a!r:>{w}} {b!s} {c!a}' + b'\\x00' + 10**40 + 1.5 + 2j + ...\n\
             match p:\n    case [1, *rest] | {\"k\": 2, **kw} | C(1, a=2) | None | (x as y):\n        pass\n\
             try:\n    pass\nexcept* E as e:\n    raise X from e\nelse:\n    del a[1:2:3], b.c\n\
             global g\nlambda q=1, *, r: q if r else -q\nassert not a, (yield)\nclass K[T: int, *Ts, **P](B, metaclass=M): ...\n\
             type A[T] = list[T]\nwhile (n := n - 1) >= 0 and n is not None or n in s:\n    continue\n"
                .to_owned(),
        ];
        for text in texts {
            let body = <ast::Suite as rustpython_parser::Parse>::parse(&text, "<test>").expect("parses");
            let bytes = encode(&body);
            assert_eq!(decode(&bytes).expect("reads"), body);
        }
    }

    /// A damaged tree is refused, never read as another or a panic.
    #[test]
    fn damaged_trees_are_refused() {
        let body = <ast::Suite as rustpython_parser::Parse>::parse("x = f(1, 'a')\n", "<test>").expect("parses");
        let bytes = encode(&body);
        for cut in 0..bytes.len() {
            assert!(decode(&bytes[..cut]).is_err(), "cut at {cut}");
        }
        let mut longer = bytes.clone();
        longer.push(0);
        assert!(decode(&longer).is_err());
        for at in 0..bytes.len() {
            let mut flipped = bytes.clone();
            flipped[at] ^= 0xff;
            let _ = decode(&flipped);
        }
        assert!(decode(&[0xff; 16]).is_err());
    }
}
