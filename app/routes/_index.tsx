export default function Home() {
  return <main><h1>Seasonal jobs</h1></main>;
}
