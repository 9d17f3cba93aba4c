// `npm run bench`: the benchmarks. Never part of `npm test`.
console.log('no benchmarks yet');
