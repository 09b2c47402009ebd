import { CallToAction } from '../components/call-to-action';
import { Hero } from '../components/hero';
import { HowItWorks } from '../components/how-it-works';
import { PriceList } from '../components/price-list';
import { ServiceFigures } from '../components/service-figures';

/** /landing: what TSA is, how it works, its real figures, what it costs, and the way in. */
function LandingPage() {
  return (
    <>
      <Hero />
      <HowItWorks />
      <ServiceFigures />
      <PriceList />
      <CallToAction />
    </>
  );
}

export default LandingPage;
