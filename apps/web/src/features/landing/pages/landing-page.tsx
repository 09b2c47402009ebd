import { CallToAction } from '../components/call-to-action';
import { Hero } from '../components/hero';
import { HowItWorks } from '../components/how-it-works';
import { PriceList } from '../components/price-list';

/** /landing: what TSA is, how it works, what it costs, and the way in. */
export function LandingPage() {
  return (
    <>
      <Hero />
      <HowItWorks />
      <PriceList />
      <CallToAction />
    </>
  );
}

export default LandingPage;
